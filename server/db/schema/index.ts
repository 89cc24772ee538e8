// The whole database schema; drizzle-kit generates the migrations from this file.
export * from './inform';
export * from './meta';
export * from './users';
