// The emoji set of the chat box: Unicode characters in groups; chat text carries the code ([笑脸]) and clients show the character.
import type { CallData } from '../../../contract/call';
import type { getEmojis } from '../../../contract/calls/user';

/** Per group: [character, name]; the code the chat carries is the name in brackets. */
const table: [group: string, emojis: [char: string, name: string][]][] = [
  [
    '表情',
    [
      ['😀', '笑脸'],
      ['😁', '嘻嘻'],
      ['😂', '笑哭'],
      ['🤣', '笑翻'],
      ['😊', '微笑'],
      ['😍', '花痴'],
      ['😘', '飞吻'],
      ['😎', '酷'],
      ['🤔', '思考'],
      ['😏', '坏笑'],
      ['😐', '无语'],
      ['🙄', '白眼'],
      ['😴', '睡觉'],
      ['😭', '大哭'],
      ['😢', '流泪'],
      ['😡', '愤怒'],
      ['😤', '生气'],
      ['😱', '惊恐'],
      ['😳', '脸红'],
      ['🤯', '炸裂'],
      ['😅', '尴尬'],
      ['😜', '调皮'],
      ['🤪', '疯狂'],
      ['🤩', '崇拜'],
      ['🥳', '开心'],
      ['😇', '天使'],
      ['🤗', '拥抱'],
      ['🤐', '闭嘴'],
      ['🥺', '可怜'],
      ['🤮', '呕吐'],
    ],
  ],
  [
    '手势',
    [
      ['👍', '赞'],
      ['👎', '踩'],
      ['👏', '鼓掌'],
      ['🙏', '拜托'],
      ['👌', '好的'],
      ['✌️', '胜利'],
      ['🤝', '握手'],
      ['💪', '加油'],
      ['👊', '拳头'],
      ['✊', '握拳'],
      ['🤞', '好运'],
      ['👋', '挥手'],
      ['🙌', '欢呼'],
      ['☝️', '第一'],
    ],
  ],
  [
    '体育',
    [
      ['⚽', '足球'],
      ['🏀', '篮球'],
      ['🥅', '球门'],
      ['🏆', '奖杯'],
      ['🥇', '金牌'],
      ['🥈', '银牌'],
      ['🥉', '铜牌'],
      ['🏅', '奖牌'],
      ['🎽', '球衣'],
      ['👟', '球鞋'],
      ['🟨', '黄牌'],
      ['🟥', '红牌'],
      ['⏱️', '计时'],
      ['📣', '喇叭'],
      ['🏃', '奔跑'],
      ['🧤', '手套'],
    ],
  ],
  [
    '庆祝',
    [
      ['🎉', '庆祝'],
      ['🎊', '彩带'],
      ['🎆', '烟花'],
      ['🍾', '香槟'],
      ['🍻', '干杯'],
      ['🎁', '礼物'],
      ['🎂', '蛋糕'],
      ['🌹', '玫瑰'],
      ['💐', '鲜花'],
      ['🔥', '火'],
      ['🚀', '火箭'],
      ['👑', '皇冠'],
    ],
  ],
  [
    '其他',
    [
      ['❤️', '爱心'],
      ['💔', '心碎'],
      ['💯', '满分'],
      ['⭐', '星星'],
      ['💰', '钱袋'],
      ['🍉', '吃瓜'],
      ['🐂', '牛'],
      ['🐶', '狗头'],
    ],
  ],
];

export const emojiSet: CallData<typeof getEmojis> = {
  // Spec §3's emojiHead is a base path for emoji images; these are Unicode characters, so there is none.
  emojiHead: '',
  groups: table.map(([name, emojis]) => ({
    name,
    emojis: emojis.map(([char, emojiName]) => ({ code: `[${emojiName}]`, char, name: emojiName })),
  })),
};

/** code → character, for turning chat text into what people see. */
export const emojiByCode = new Map(
  emojiSet.groups.flatMap((g) => g.emojis.map((e) => [e.code, e.char] as const)),
);
