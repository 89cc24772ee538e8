// The demo crowd: demo fans who sit in the live demo rooms (counted in 人在看 through the room viewers),
// chat — small talk, and a line when the room's bound match scores, books a player or changes period —
// and now and then send a small gift paid from a sandbox recharge. Every act goes through the service a
// person's request goes through (sendChat with its bans, pace, duplicate and word rules; the recharge
// credit and the gift's ledger posting; the room announcements), so the crowd never writes a number itself.
// One tick every few seconds does all rooms' work: a few messages per room a minute, gifts far rarer.
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { channels } from '../../../contract/events';
import type { AppContext } from '../../context';
import { gifts, rooms, users } from '../../db/schema';
import { demoFans } from '../../db/seed/crowd';
import { ApiError } from '../../http/api-error';
import type { PaymentProvider } from '../../providers/payment';
import { announceGift, roomForGift, sendChat } from '../chat/service';
import { creditPaidOrder, getBalances, placeRechargeOrder, sendGift } from '../pay/service';
import type { Room, Viewers } from '../room/service';
import type { SessionUser } from '../user/service';
import { crowdLines, type Moment, momentOf } from './lines';

export interface CrowdDeps {
  ctx: Pick<AppContext, 'db' | 'kv' | 'bus' | 'chatWrites'>;
  viewers: Pick<Viewers, 'enter' | 'leave'>;
  payments: PaymentProvider;
}

export interface CrowdOptions {
  /** How many demo fans sit in each live room. */
  fansPerRoom: number;
  /** Small-talk lines per room per minute (reactions to the match come on top). */
  chatPerMinute: number;
  /** Gifts per room per hour. */
  giftsPerHour: number;
  /** The tick the rates are spread over. */
  tickMs: number;
  /** Injected for tests: [0, 1). */
  random: () => number;
  now: () => number;
}

export const defaultCrowdOptions: CrowdOptions = {
  fansPerRoom: 4,
  chatPerMinute: 3,
  giftsPerHour: 12,
  tickMs: 5_000,
  random: Math.random,
  now: Date.now,
};

/** Gifts a fan sends: the cheap end of the catalogue (at most 5 球钻). */
const SMALL_GIFT_UNITS = 500;
/** One recharge when a fan runs short: 10 yuan, the smallest sensible top-up. */
const TOP_UP_YUAN = 10;

export class DemoCrowd {
  private fans: SessionUser[] = [];
  private readonly seats = new Map<number, SessionUser[]>();
  /** The bound match's channel each room follows, and the seq read up to. */
  private readonly cursors = new Map<number, { channel: string; seq: number }>();
  private readonly options: CrowdOptions;

  constructor(
    private readonly deps: CrowdDeps,
    private readonly roomIds: number[],
    options: Partial<CrowdOptions> = {},
  ) {
    this.options = { ...defaultCrowdOptions, ...options };
  }

  /** The demo fans, as the session of each would see itself. */
  async load() {
    this.fans = await this.deps.ctx.db
      .select({
        id: users.id,
        nickName: users.nickName,
        portrait: users.portrait,
        level: users.level,
        isAnchor: users.isAnchor,
        isExpert: users.isExpert,
      })
      .from(users)
      .where(
        inArray(
          users.phone,
          demoFans.map((f) => f.phone),
        ),
      )
      .orderBy(users.id);
    return this.fans;
  }

  private pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.options.random() * list.length)]!;
  }

  private chance(perTick: number) {
    return this.options.random() < perTick;
  }

  /** One step for every demo room. */
  async tick() {
    const rows = await this.deps.ctx.db.select().from(rooms).where(inArray(rooms.id, this.roomIds));
    for (const room of rows) {
      if (room.status !== 'live') {
        this.standUp(room.id);
        continue;
      }
      const seated = this.sitDown(room.id);
      if (seated.length === 0) continue;
      const moments = await this.momentsOf(room);
      const { chatPerMinute, giftsPerHour, tickMs } = this.options;
      // A thing that happened gets one or two voices; otherwise small talk at the configured rate.
      for (const moment of moments.slice(-1)) {
        const voices = 1 + Math.floor(this.options.random() * 2);
        for (let i = 0; i < voices; i++)
          await this.say(this.pick(seated), room.id, this.line(moment));
      }
      if (moments.length === 0 && this.chance((chatPerMinute * tickMs) / 60_000))
        await this.say(this.pick(seated), room.id, this.line('idle'));
      if (this.chance((giftsPerHour * tickMs) / 3_600_000))
        await this.gift(this.pick(seated), room);
    }
  }

  line(moment: Moment) {
    return this.pick(crowdLines[moment]);
  }

  /** The fans in a live room: the same ones each tick, split so that no fan sits in two rooms. */
  private sitDown(roomId: number): SessionUser[] {
    const have = this.seats.get(roomId);
    if (have) return have;
    const index = this.roomIds.indexOf(roomId);
    const seated = this.fans.filter(
      (_, i) =>
        i % this.roomIds.length === index &&
        Math.floor(i / this.roomIds.length) < this.options.fansPerRoom,
    );
    for (const fan of seated) this.deps.viewers.enter(roomId, `demo-fan:${fan.id}`);
    this.seats.set(roomId, seated);
    return seated;
  }

  private standUp(roomId: number) {
    for (const fan of this.seats.get(roomId) ?? [])
      this.deps.viewers.leave(roomId, `demo-fan:${fan.id}`);
    this.seats.delete(roomId);
    this.cursors.delete(roomId);
  }

  /** Everyone leaves (the crowd is stopping). */
  leaveAll() {
    for (const roomId of [...this.seats.keys()]) this.standUp(roomId);
  }

  /** What happened in the room's bound match since the last tick, read from the match's channel. */
  private async momentsOf(room: Room): Promise<Moment[]> {
    if (
      room.matchId === null ||
      (room.matchType !== 'football' && room.matchType !== 'basketball')
    ) {
      this.cursors.delete(room.id);
      return [];
    }
    const sport = room.matchType;
    const channel = channels.match(sport, room.matchId);
    const cursor = this.cursors.get(room.id);
    const from = cursor?.channel === channel ? cursor.seq : undefined;
    const { seq, replay } = await this.deps.ctx.bus.catchUp(channel, from);
    this.cursors.set(room.id, { channel, seq });
    if (from === undefined) return [];
    return replay.flatMap((e) => momentOf(e.type, e.data as { kind?: string }, sport) ?? []);
  }

  /**
   * One line through the chat's own rules. A refusal (too fast, the same line twice) is what a person
   * would get: the line is dropped. The stored line (masked as for anyone) is returned.
   */
  async say(fan: SessionUser, roomId: number, content: string) {
    try {
      return await sendChat(
        this.deps.ctx,
        fan,
        { roomId, content, kind: 'chat' },
        this.options.now(),
      );
    } catch (err) {
      if (err instanceof ApiError) return null;
      throw err;
    }
  }

  /** A small gift, paid from the fan's 球钻; a fan short of them recharges first (sandbox gateway). */
  async gift(fan: SessionUser, room: Room) {
    const { ctx } = this.deps;
    const choices = (await ctx.db.select().from(gifts)).filter(
      (g) => g.enabled && g.priceUnits <= SMALL_GIFT_UNITS,
    );
    if (choices.length === 0) return null;
    const gift = this.pick(choices);
    const count = gift.priceUnits <= 50 ? 1 + Math.floor(this.options.random() * 5) : 1;
    const { balance } = await getBalances(ctx.db, fan.id);
    // Balances are in 球钻 with two decimals; the catalogue in minor units (1 球钻 = 100).
    if (Math.round(balance * 100) < gift.priceUnits * count) await this.topUp(fan);
    try {
      const inRoom = await roomForGift(ctx.db, room.id, room.anchorId, fan.id);
      const order = { senderId: fan.id, anchorId: room.anchorId, giftId: gift.id, count };
      const answer = await sendGift(ctx, order, randomUUID());
      await announceGift(ctx, inRoom, fan, answer, this.options.now());
      return answer;
    } catch (err) {
      if (err instanceof ApiError) return null;
      throw err;
    }
  }

  /** A recharge as the wallet makes one: an order at the gateway, then the gateway's confirmation credited. */
  async topUp(fan: SessionUser) {
    const { ctx, payments } = this.deps;
    const { order } = await placeRechargeOrder(ctx, payments, {
      userId: fan.id,
      // Each a new act, as the wallet page's one click is: a fresh idempotency key.
      key: randomUUID(),
      amount: TOP_UP_YUAN,
    });
    return creditPaidOrder(ctx, {
      provider: payments.name,
      orderNo: order.orderNo,
      tradeNo: `demo-${order.orderNo}`,
      paidFen: Math.round(order.price * 100),
    });
  }
}
