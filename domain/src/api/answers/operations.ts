/** Liveness, readiness, the server's status and the OpenAPI document. */
import { Type, type Static } from '@sinclair/typebox';
import { Bool, Int, Nullable, NullInt, NullText, Text } from './common';

export const Health = Type.Object({ ok: Type.Literal(true) });
export const Ready = Type.Object({ ready: Type.Literal(true) });
export const NotReady = Type.Object({
  ready: Type.Literal(false),
  reason: Type.String({ description: 'What failed, never a host, user or password.' }),
});
export type NotReady = Static<typeof NotReady>;

export const OpsStatus = Type.Object({
  release: Type.String({ description: "The server package's version." }),
  schema: Type.Object({
    migrations: Int,
    last: NullText,
    current: Type.Boolean({ description: 'Whether the database is at the schema this release migrates to.' }),
  }),
  database: Type.Object({ engine: Type.Union([Type.Literal('embedded'), Type.Literal('postgresql')]) }),
  backups: Type.Object({
    scheduled: Bool,
    every: Nullable(Type.String(), { description: 'Like BACKUP_EVERY: "24h", "30m".' }),
    keep: NullInt,
    directory: NullText,
    running: Bool,
    nextDueAt: NullText,
    lastBackup: Nullable(Type.Object({ at: Text, file: Text, bytes: Int, durationMs: NullInt })),
    lastFailure: Nullable(Type.Object({ at: Text, message: Text })),
    lastFailed: Type.Boolean({ description: 'Whether the latest attempt failed.' }),
  }),
});
export type OpsStatus = Static<typeof OpsStatus>;

const open = { additionalProperties: true } as const;
export const OpenApiDocument = Type.Object(
  {
    openapi: Text,
    info: Type.Object({}, open),
    paths: Type.Object({}, open),
    components: Type.Optional(Type.Object({}, open)),
  },
  { description: 'This OpenAPI 3.0 document.', additionalProperties: true },
);
