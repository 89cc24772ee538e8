// How each nobility tier looks in room chat: the badge's colour, the bubble behind the line and its text
// colour. Tiers climb from cool to warm to gold, so a glance tells a 骑士 from a 皇帝.
import { nobilityTiers } from '../pay/service';

const colours: Record<number, { badgeColor: string; bubbleColor: string; textColor: string }> = {
  1: { badgeColor: '#6b8fb3', bubbleColor: '#eef3f8', textColor: '#35506b' },
  2: { badgeColor: '#3fa37a', bubbleColor: '#eaf6f0', textColor: '#1f5c43' },
  3: { badgeColor: '#3b82f6', bubbleColor: '#e8f0fe', textColor: '#1e4fa8' },
  4: { badgeColor: '#8b5cf6', bubbleColor: '#f1ebfe', textColor: '#5b2fb8' },
  5: { badgeColor: '#f97316', bubbleColor: '#fff1e6', textColor: '#a94608' },
  6: { badgeColor: '#e11d48', bubbleColor: '#fde8ec', textColor: '#9f1239' },
  7: { badgeColor: '#d4a017', bubbleColor: '#fdf6dc', textColor: '#7a5a00' },
};

/** The bubble of every tier, in tier order (GET /api/nobility/bubble). */
export const nobilityBubbles = nobilityTiers.map((tier) => {
  const look = colours[tier.id];
  if (!look) throw new Error(`nobility bubble: no colours for tier ${tier.id}`);
  return { nobility: tier.id, name: tier.name, ...look };
});
