// The contract's display formatters: money, dates, countdowns and the date strip.
export * from './china-day';
export * from './countdown';
export * from './date-list';
export * from './dates';
export * from './price';
export * from './reads';
