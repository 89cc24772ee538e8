// The anchor's 直播间 tab until live rooms land: a friendly notice instead of an empty room.
import { Icon } from '../../components/icons';

export function RoomSoonCard({ nickName, own }: { nickName: string; own: boolean }) {
  return (
    <div
      data-testid="space-room-soon"
      className="flex items-center gap-8 rounded-xl bg-gradient-to-r from-brand-50 via-white to-amber-50 px-12 py-12"
    >
      <span className="flex size-24 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-500 to-accent-500 text-white shadow-lg shadow-brand-500/25">
        <Icon name="tv" className="size-12" />
      </span>
      <div>
        <p className="text-xl font-bold text-neutral-900">直播间即将开放</p>
        <p className="mt-2 max-w-[560px] text-sm leading-6 text-neutral-500">
          {own
            ? '你的直播间正在装修中，开放后就能在这里开播、和粉丝一起聊球。'
            : `${nickName}的直播间正在装修中，开放后就能在这里观看直播、和主播一起聊球。`}
        </p>
        <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-xs text-neutral-500 shadow-sm">
          <span className="size-2 rounded-full bg-brand-500" />
          先去看看{own ? '你' : 'TA'}的关注和粉丝吧
        </p>
      </div>
    </div>
  );
}
