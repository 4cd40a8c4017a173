import { TextInput } from '@mantine/core';

type Key = 'state' | 'issued_on' | 'expires_on';

/** Where a license was issued and its dates: the same fields when it is added and when it is edited. */
export function LicensePlaceAndDates({ field }: { field: (key: Key) => object }) {
  return (
    <>
      <TextInput
        label="State or province"
        description="Two letters, e.g. TX or ON"
        required
        maxLength={2}
        {...field('state')}
      />
      <TextInput label="Issued on" type="date" {...field('issued_on')} />
      <TextInput label="Expires on" type="date" required {...field('expires_on')} />
    </>
  );
}
