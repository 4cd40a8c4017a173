import { Anchor, Image, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { brandName, usePublicGlobals } from '../lib/auth/use-public-globals';

/** The white-label logo, or the brand name when the brand has none. */
export function BrandLogo({ height = 32 }: { height?: number }) {
  const globals = usePublicGlobals();
  const name = brandName(globals);
  if (globals.white_label_logo_url) {
    return <Image src={globals.white_label_logo_url} alt={name} h={height} w="auto" fit="contain" />;
  }
  return (
    <Text fw={700} size="lg" component="span">
      {name}
    </Text>
  );
}

/**
 * The logo as the link home. Its accessible name is what is seen — the brand name, or the logo
 * image's alt text — followed by "home" (WCAG label in name: an aria-label "Home" hid the brand).
 */
export function BrandHomeLink({ to, height }: { to: string; height?: number }) {
  return (
    <Anchor component={Link} to={to} underline="never">
      <BrandLogo height={height} />
      <VisuallyHidden> home</VisuallyHidden>
    </Anchor>
  );
}
