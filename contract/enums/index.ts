// The contract's display enumerations: wire codes and the labels the site shows for them.
export * from './handicap';
export * from './match-states';
export * from './play-types';
export * from './positions';
export * from './trade-types';
