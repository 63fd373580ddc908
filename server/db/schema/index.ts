// The one drizzle schema, a file per feature. Migrations in ../migrations are generated from it
// with `npm run db:generate` and checked in; the server applies them at start (../migrate.ts).
export * from './account';
export * from './analytics';
export * from './community';
export * from './contacts';
export * from './content';
export * from './contributor-applications';
export * from './funding';
export * from './learn';
export * from './ledger';
export * from './live-accounts';
export * from './mail';
export * from './marketing';
export * from './notifications';
export * from './payments';
export * from './recurring';
export * from './rewards';
export * from './server';
export * from './social';
export * from './tools';
export * from './orders';
export * from './users';
export * from './viewpoints';
export * from './operators';
