import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import type { PublicGlobals } from '@app/domain';
import { useRouteDef } from '../../../app/route-def';
import { brandName, usePublicGlobals } from '../../../lib/auth/use-public-globals';

interface LegalContent {
  heading: string;
  intro: (g: PublicGlobals) => string;
  links: (g: PublicGlobals) => { label: string; href: string }[];
}

const TERMS: LegalContent = {
  heading: 'Terms of Service',
  intro: (g) => `The terms that govern your use of ${brandName(g)} are published by ${g.technology_platform_company}.`,
  links: (g) => [{ label: 'Read the Terms of Service', href: g.tos_url }],
};

/** Short pages pointing at the brand's own documents (public globals), one per route name. */
const CONTENT: Record<string, LegalContent> = {
  terms: TERMS,
  terms_of_service: TERMS,
  privacy: {
    heading: 'Privacy Policy',
    intro: (g) => `How ${g.technology_platform_company} collects, uses and protects your information.`,
    links: (g) => [{ label: 'Read the Privacy Policy', href: g.privacy_url }],
  },
  help: {
    heading: 'Help',
    intro: (g) => `Answers to common questions about ${brandName(g)}, and how to reach support.`,
    links: (g) => [
      { label: 'Help center', href: g.help_center_url },
      { label: `Email support (${g.support_email})`, href: `mailto:${g.support_email}` },
    ],
  },
};

export function LegalPage() {
  const def = useRouteDef();
  const globals = usePublicGlobals();
  const content = CONTENT[def?.name ?? 'terms'] ?? TERMS;
  return (
    <Stack>
      <Title order={1}>{content.heading}</Title>
      <Text>{content.intro(globals)}</Text>
      <List>
        {content.links(globals).map((l) => (
          <List.Item key={l.href}>
            <Anchor
              href={l.href}
              target={l.href.startsWith('mailto:') ? undefined : '_blank'}
              rel="noopener noreferrer"
            >
              {l.label}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
