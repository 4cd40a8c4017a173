/**
 * The bulk load runs with foreign-key triggers off (session_replication_role = replica: checking ~15 million
 * references one row at a time would dominate the load), so every foreign key of the schema is checked
 * afterwards, set-based, from the catalog: a missing parent fails the generation.
 */
import type pg from 'pg';

interface ForeignKey {
  name: string;
  child: string;
  column: string;
  parent: string;
  parent_column: string;
}

export async function verifyForeignKeys(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<ForeignKey>(
    `select c.conname name, c.conrelid::regclass::text child, a.attname column, c.confrelid::regclass::text parent,
       pa.attname parent_column
     from pg_constraint c
     join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
     join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
     where c.contype = 'f' and c.connamespace = 'public'::regnamespace and cardinality(c.conkey) = 1`,
  );
  for (const fk of rows) {
    const { rows: missing } = await client.query<{ n: string }>(
      `select count(*) n from ${fk.child} x where x.${fk.column} is not null
         and not exists (select 1 from ${fk.parent} y where y.${fk.parent_column} = x.${fk.column})`,
    );
    if (missing[0]?.n !== '0') throw new Error(`${fk.name}: ${missing[0]?.n} rows of ${fk.child} name no ${fk.parent}`);
  }
  return rows.length;
}
