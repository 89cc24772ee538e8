// What a position code (spec §3) means on the pitch: its line, and how likely its player is to score,
// set up a goal, get booked, turn the ball into his own net, take a penalty or be the one taken off.
export type Line = 'G' | 'D' | 'M' | 'F';

type Role = [
  line: Line,
  scoring: number,
  assisting: number,
  booking: number,
  ownGoal: number,
  penalty: number,
  takenOff: number,
];

// Goalkeepers never score from play and are not substituted; strikers take most goals and penalties.
const ROLES: Record<string, Role> = {
  GK: ['G', 0, 0.05, 0.2, 1, 0.05, 0],
  G: ['G', 0, 0.05, 0.2, 1, 0.05, 0],
  D: ['D', 0.5, 0.6, 1.3, 4, 0.3, 1],
  DC: ['D', 0.55, 0.4, 1.4, 5, 0.3, 0.9],
  DL: ['D', 0.4, 1.3, 1.2, 3, 0.4, 1.1],
  DR: ['D', 0.4, 1.3, 1.2, 3, 0.4, 1.1],
  DM: ['M', 0.6, 1, 1.6, 2, 0.8, 1.5],
  M: ['M', 1.3, 1.8, 1.1, 1, 1.2, 2],
  MC: ['M', 1.3, 1.8, 1.2, 1, 1.2, 2],
  ML: ['M', 1.6, 2.2, 1, 0.8, 1.2, 2.8],
  MR: ['M', 1.6, 2.2, 1, 0.8, 1.2, 2.8],
  AM: ['M', 2.6, 3, 0.9, 0.5, 3, 2.8],
  LW: ['F', 3.2, 2.8, 0.8, 0.4, 2.5, 3],
  RW: ['F', 3.2, 2.8, 0.8, 0.4, 2.5, 3],
  F: ['F', 4.5, 1.8, 0.9, 0.5, 5, 3],
  ST: ['F', 5, 1.6, 0.9, 0.5, 6, 3],
};

// An unknown code plays as a midfielder rather than break a line-up.
const roleOf = (position: string): Role =>
  ROLES[position.trim().toUpperCase()] ?? (ROLES.M as Role);

export const lineOf = (position: string): Line => roleOf(position)[0];
export const scoringWeight = (position: string): number => roleOf(position)[1];
export const assistWeight = (position: string): number => roleOf(position)[2];
export const bookingWeight = (position: string): number => roleOf(position)[3];
export const ownGoalWeight = (position: string): number => roleOf(position)[4];
export const penaltyWeight = (position: string): number => roleOf(position)[5];
export const takenOffWeight = (position: string): number => roleOf(position)[6];
