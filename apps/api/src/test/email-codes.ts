/** Test support: the 424 e-mailed-code step switched off, for tests about what a command does after it. */
import type { TestApp } from './test-app.js';

/** The platform setting off (the step is tested on its own in the auth tests). */
export async function withoutEmailCodes(t: TestApp): Promise<void> {
  await t.database.executeSql(
    `insert into platform_settings (key, value) values ('enabled_email_code_verification', 'false'::jsonb)
     on conflict (key) do update set value = excluded.value`,
  );
}
