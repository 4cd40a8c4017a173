import { Image, Text } from '@mantine/core';
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
