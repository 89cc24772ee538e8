// The whole database schema; drizzle-kit generates the migrations from this file.
export * from './adverts';
export * from './chat';
export * from './follows';
export * from './inform';
export * from './ledger';
export * from './match-follows';
export * from './matches';
export * from './meta';
export * from './nav';
export * from './odds';
export * from './payments';
export * from './rooms';
export * from './search';
export * from './spending';
export * from './sports';
export * from './uploads';
export * from './users';
