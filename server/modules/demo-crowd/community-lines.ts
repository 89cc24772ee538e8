// What the live community crowd writes about a match of its circle that is on now or has just ended, by sport;
// {home} {away} {score} {minute} are filled in from the match row. Everything else comes from the seed's lines.

export const matchPosts = {
  football: {
    live: [
      '{home} {score} {away}，第{minute}分钟了，这场节奏太快了！',
      '直播间的兄弟们，{home}对{away}现在{score}，还有得打',
      '{home}和{away}这场中场绞杀得好凶，{score}，谁先换人谁吃亏',
      '正在看{home}对{away}，{score}，裁判今天尺度有点松啊',
      '{minute}分钟{score}，{home}主场必须再压上去',
      '{away}这反击太要命了，{score}，{home}后防小心点',
    ],
    finished: [
      '完场！{home} {score} {away}，这场值回票价',
      '{home}{score}{away}，赛后评分大家都去打了吗？',
      '看完{home}对{away}，{score}这个比分我能接受',
      '终场哨响，{home} {score} {away}，今晚又睡不着了',
      '{home}对{away}踢成{score}，全场最佳你们投谁？',
      '复盘一下{home}{score}{away}：下半场的调整是胜负手',
    ],
  },
  basketball: {
    live: [
      '{home}和{away}打得好胶着，现在{score}',
      '正在看{home}对{away}，{score}，这节防守强度拉满了',
      '{home} {score} {away}，三分雨下起来了！',
      '{away}这波攻击波太猛，{score}，{home}赶紧叫暂停',
      '{home}对{away}，{score}，内线对位太精彩了',
    ],
    finished: [
      '打完了！{home} {score} {away}，末节太刺激了',
      '{home}对{away} {score}，全场最佳实至名归',
      '{home}{score}{away}，篮板球决定了这场',
      '终场！{home} {score} {away}，关键球还得看老大',
      '{home}和{away}这场{score}，替补席立大功',
    ],
  },
} as const;
