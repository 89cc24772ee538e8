// 充值说明: what a recharge does and what to do when it seems not to have arrived.
const notes = [
  '充值比例：1 元 = 1 球钻，部分套餐额外赠送球钻。',
  '下单后请在 15 分钟内完成支付，超时订单自动关闭。',
  '支付成功后球钻立即到账；如已支付但未到账，系统会自动核对并补发，可在「充值订单」中查看进度。',
  '球钻一经充值成功不支持退款、转让或兑换为人民币，请理性消费。',
];

export function RechargeNotes() {
  return (
    <section className="rounded-lg bg-white px-7 py-5 shadow-sm">
      <h3 className="text-sm font-semibold text-neutral-800">充值说明</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-xs leading-5 text-neutral-500">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ol>
    </section>
  );
}
