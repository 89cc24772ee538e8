// Words a nick name or signature may not contain: a few insults, and the titles of site staff (no impersonation).

const blockedWords = [
  '傻逼',
  '傻b',
  '煞笔',
  '沙比',
  '操你',
  '草泥马',
  '你妈的',
  '去死',
  '贱人',
  '婊子',
  '畜生',
  '脑残',
  'nmsl',
  'fuck',
  'shit',
  // Staff titles: a user named 官方客服 could talk others out of their codes.
  '官方',
  '管理员',
  '客服',
  '系统消息',
];

/** Case, spaces, underscores and dots between letters do not get a word past the list. */
const normalise = (text: string) => text.toLowerCase().replace(/[\s_.·\-*]+/g, '');

export const containsBlockedWord = (text: string) => {
  const plain = normalise(text);
  return blockedWords.some((word) => plain.includes(word));
};
