// Where the generated pictures live: crests and competition marks on the live-data host (drawn from its
// catalogue), the neutral player silhouette and gift artwork among the site's static files.

export const ART_PATHS = {
  team: '/live/img/team/{id}.svg',
  competition: '/live/img/competition/{id}.svg',
} as const;

export type ArtKind = keyof typeof ART_PATHS;

/** An article's drawn cover, for every published article (an uploaded cover, when there is one, wins). */
export const ARTICLE_COVER_PATH = '/live/img/article/{id}.svg';

/** The one neutral picture for a player without a photo. */
export const PLAYER_SILHOUETTE = '/img/player.svg';
