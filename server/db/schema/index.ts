// The whole database schema; drizzle-kit generates the migrations from this file.
export * from './adverts';
export * from './follows';
export * from './inform';
export * from './meta';
export * from './nav';
export * from './search';
export * from './uploads';
export * from './users';
export * from './wallets';
