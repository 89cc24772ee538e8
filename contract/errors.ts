// The stable table of error codes: a code, once given, keeps its meaning and its HTTP status forever.
export interface ErrorCode {
  code: number;
  status: number;
  msg: string;
}

const define = <T extends Record<string, ErrorCode>>(table: T) => table;

export const errors = define({
  badParams: { code: 10001, status: 400, msg: '参数错误' },
  badJson: { code: 10002, status: 400, msg: '请求体不是合法的 JSON' },
  bodyTooLarge: { code: 10003, status: 413, msg: '请求体过大' },
  unsupportedMediaType: { code: 10004, status: 415, msg: '不支持的请求体类型' },
  notLoggedIn: { code: 10005, status: 401, msg: '请先登录' },
  forbidden: { code: 10006, status: 403, msg: '没有权限执行此操作' },
  notFound: { code: 10007, status: 404, msg: '请求的资源不存在' },
  methodNotAllowed: { code: 10008, status: 405, msg: '不支持的请求方法' },
  tooManyRequests: { code: 10009, status: 429, msg: '操作过于频繁，请稍后再试' },
  // spec §8: the login error the client shows verbatim
  wrongCredentials: { code: 10011, status: 400, msg: '用户名或密码输入错误，超过五次将被锁定！' },
  // 11000-11099 authentication: one-time password key, SMS codes, login lockout, register
  dynamicKeyExpired: { code: 11001, status: 400, msg: '安全密钥已失效，请重试' },
  captchaRequired: { code: 11002, status: 400, msg: '请先完成安全验证' },
  smsTooFrequent: { code: 11003, status: 429, msg: '验证码发送过于频繁，请稍后再试' },
  accountLocked: { code: 11004, status: 429, msg: '账号已被锁定，请15分钟后再试' },
  phoneRegistered: { code: 11005, status: 409, msg: '该手机号已注册' },
  phoneInvalid: { code: 11006, status: 400, msg: '请输入正确的手机号' },
  verifyCodeEmpty: { code: 11007, status: 400, msg: '请输入验证码！' },
  verifyCodeWrong: { code: 11008, status: 400, msg: '验证码错误，请确认后重新输入' },
  verifyCodeBurned: { code: 11009, status: 400, msg: '验证码错误次数过多，请重新获取' },
  smsDailyLimit: { code: 11010, status: 429, msg: '该手机号今日获取验证码次数已达上限' },
  smsIpLimit: { code: 11011, status: 429, msg: '获取验证码过于频繁，请稍后再试' },
  smsSendFailed: { code: 11012, status: 503, msg: '验证码获取失败' },
  phoneNotRegistered: { code: 11013, status: 400, msg: '该手机号未注册' },
  passwordUndecryptable: { code: 11014, status: 400, msg: '密码解密失败，请重试' },
  // 11100-11199 profile: nick name, portrait, uploads, password change, real name
  nickNameInvalid: { code: 11101, status: 400, msg: '昵称为2-12位中文、字母、数字或下划线' },
  nickNameBlocked: { code: 11102, status: 400, msg: '昵称包含不允许使用的词语' },
  signatureBlocked: { code: 11103, status: 400, msg: '个性签名包含不允许使用的词语' },
  nickNameTaken: { code: 11105, status: 409, msg: '昵称已被占用' },
  portraitNotIssued: { code: 11110, status: 400, msg: '头像地址无效，请先上传头像' },
  uploadTooLarge: { code: 11120, status: 413, msg: '单张图片不能超过 2 MB' },
  uploadUnsupported: { code: 11121, status: 415, msg: '仅支持 PNG 或 JPEG 图片' },
  uploadBroken: { code: 11122, status: 400, msg: '图片已损坏，无法识别' },
  uploadTooManyPixels: { code: 11123, status: 400, msg: '图片尺寸过大，长宽均不能超过 4096 像素' },
  passwordInvalid: { code: 11130, status: 400, msg: '密码是长度为6-20位的字母、数字或组合' },
  wrongOldPassword: { code: 11131, status: 400, msg: '原密码错误' },
  passwordSameAsOld: { code: 11132, status: 400, msg: '新密码不能与原密码相同' },
  passwordNotSet: { code: 11133, status: 409, msg: '尚未设置登录密码，请先设置密码' },
  passwordAlreadySet: { code: 11134, status: 409, msg: '已设置过登录密码，请使用修改密码' },
  realNameInvalid: { code: 11140, status: 400, msg: '请输入正确的真实姓名' },
  idNumberInvalid: { code: 11141, status: 400, msg: '请输入正确的身份证号' },
  idNumberUsed: { code: 11142, status: 409, msg: '该身份证号已认证过其他账号' },
  realNameVerified: { code: 11143, status: 409, msg: '已完成实名认证，不能修改' },
  // 13000-13099 realtime bus: subscribe/unsubscribe messages on the socket
  realtimeBadMessage: { code: 13001, status: 400, msg: '订阅消息格式错误' },
  channelUnknown: { code: 13002, status: 404, msg: '频道不存在' },
  channelForbidden: { code: 13003, status: 403, msg: '无权订阅该频道' },
  channelLimit: { code: 13004, status: 429, msg: '订阅的频道过多，最多 50 个' },
  realtimeTooFast: { code: 13005, status: 429, msg: '订阅操作过于频繁，请稍后再试' },
  realtimeUnavailable: { code: 13006, status: 503, msg: '实时服务暂不可用，请稍后重试' },
  // 14000-14099 match data: matches, teams, players, competitions, odds, lottery, follows and reserves
  matchNotFound: { code: 14001, status: 404, msg: '比赛不存在' },
  teamNotFound: { code: 14002, status: 404, msg: '球队不存在' },
  playerNotFound: { code: 14003, status: 404, msg: '球员不存在' },
  competitionNotFound: { code: 14004, status: 404, msg: '赛事不存在' },
  lotteryIssueNotFound: { code: 14005, status: 404, msg: '暂无该彩种的期次' },
  matchTypeMismatch: { code: 14006, status: 400, msg: '比赛类型与比赛不符' },
  notAnAnchor: { code: 14007, status: 403, msg: '只有主播才能预约直播比赛' },
  matchOver: { code: 14008, status: 409, msg: '比赛已结束，不能预约' },
  attentionSelf: { code: 14009, status: 400, msg: '不能关注自己' },
  userNotFound: { code: 14010, status: 404, msg: '用户不存在' },
  // 15000-15099 wallet: the ledger, paid calls' idempotency, recharge, gifts, withdrawals, cards
  insufficientBalance: { code: 15001, status: 400, msg: '余额不足' },
  idempotencyKeyMissing: { code: 15002, status: 400, msg: '缺少请求编号（Idempotency-Key）' },
  idempotencyKeyReused: { code: 15003, status: 409, msg: '请求编号已用于另一笔操作' },
  // 15010-15029 recharge: packages, orders, the payment gateway's callbacks
  rechargeChoiceInvalid: { code: 15010, status: 400, msg: '请选择一个充值套餐或填写充值金额' },
  rechargePackageUnknown: { code: 15011, status: 404, msg: '充值套餐不存在' },
  rechargeAmountInvalid: { code: 15012, status: 400, msg: '充值金额需为 1-50,000 元的整数' },
  rechargeOrderNotFound: { code: 15013, status: 404, msg: '订单不存在' },
  rechargeOrderClosed: { code: 15014, status: 409, msg: '订单已取消或已过期' },
  paymentSignatureInvalid: { code: 15015, status: 401, msg: '支付通知签名错误' },
  paymentAmountMismatch: { code: 15016, status: 400, msg: '支付金额与订单金额不符' },
  paymentProviderUnknown: { code: 15017, status: 404, msg: '不支持的支付渠道' },
  // 15030-15059 spending: gifts, nobility, red packets, expert plans, operators' gifts and deductions
  giftNotFound: { code: 15030, status: 404, msg: '礼物不存在或已下架' },
  anchorNotFound: { code: 15031, status: 404, msg: '主播不存在' },
  giftToSelf: { code: 15032, status: 400, msg: '不能给自己送礼物' },
  nobilityTierNotFound: { code: 15033, status: 404, msg: '贵族等级不存在' },
  nobilityDowngrade: { code: 15034, status: 409, msg: '当前贵族等级更高，到期后才能开通较低等级' },
  redPacketNotFound: { code: 15035, status: 404, msg: '红包不存在' },
  redPacketGrabbed: { code: 15036, status: 409, msg: '你已经抢过这个红包了' },
  redPacketEmpty: { code: 15037, status: 409, msg: '红包已被抢完' },
  redPacketExpired: { code: 15038, status: 409, msg: '红包已过期' },
  redPacketTooSmall: { code: 15039, status: 400, msg: '红包每份至少 0.01 球钻' },
  planPurchased: { code: 15040, status: 409, msg: '已购买过该方案' },
  planNotPurchased: { code: 15041, status: 404, msg: '未购买该方案' },
  planRefunded: { code: 15042, status: 409, msg: '该方案已退款' },
  planOwn: { code: 15043, status: 400, msg: '不能购买自己的方案' },
  amountInvalid: { code: 15044, status: 400, msg: '金额需大于 0，最多 2 位小数' },
  // 15060-15099 withdrawals: pay password, bank cards and Alipay, withdrawals and the exchange
  payPasswordNotSet: { code: 15060, status: 409, msg: '请先设置支付密码' },
  payPasswordInvalid: { code: 15061, status: 400, msg: '支付密码为6位数字' },
  payPasswordMismatch: { code: 15062, status: 400, msg: '两次输入的支付密码不一致' },
  payPasswordWrong: { code: 15063, status: 400, msg: '支付密码错误' },
  payPasswordLocked: { code: 15064, status: 429, msg: '支付密码错误次数过多，已锁定30分钟' },
  payPasswordSameAsOld: { code: 15065, status: 400, msg: '新支付密码不能与原支付密码相同' },
  payPasswordOldRequired: { code: 15066, status: 400, msg: '请输入原支付密码' },
  phoneNotBound: { code: 15067, status: 400, msg: '手机号与账号绑定的手机号不一致' },
  realNameRequired: { code: 15070, status: 403, msg: '请先完成实名认证，再绑定收款账户' },
  holderNameMismatch: { code: 15071, status: 400, msg: '持有人姓名与实名认证姓名不一致' },
  cardNumberInvalid: { code: 15072, status: 400, msg: '银行卡号不正确，请核对后重新输入' },
  bankNameInvalid: { code: 15073, status: 400, msg: '请选择开户银行' },
  alipayAccountInvalid: { code: 15074, status: 400, msg: '支付宝账号应为手机号或邮箱' },
  payoutAccountBound: { code: 15075, status: 409, msg: '该账户已被绑定' },
  payoutAccountLimit: { code: 15076, status: 409, msg: '最多绑定5张银行卡' },
  alipayAlreadyBound: { code: 15077, status: 409, msg: '已绑定支付宝账号，请先解绑' },
  payoutAccountNotFound: { code: 15078, status: 404, msg: '收款账户不存在' },
  realNameIncomplete: { code: 15079, status: 409, msg: '实名信息不完整，暂不能绑定，请联系客服' },
  withdrawBelowMinimum: { code: 15080, status: 400, msg: '提现金额低于最低限额' },
  withdrawDailyLimit: { code: 15081, status: 400, msg: '超出今日提现上限' },
  withdrawAmountInvalid: { code: 15082, status: 400, msg: '金额需大于 0，最多 2 位小数' },
  withdrawalNotFound: { code: 15083, status: 404, msg: '提现申请不存在' },
  recordDatesInvalid: { code: 15084, status: 400, msg: '开始日期不能晚于结束日期' },
  recordTradeTypeInvalid: { code: 15085, status: 400, msg: '交易类型不正确' },
  // 16000-16049 rooms: lifecycle, stream keys, media, settings, history, playback
  roomNotFound: { code: 16000, status: 404, msg: '直播间不存在' },
  notRoomAnchor: { code: 16001, status: 403, msg: '只有主播本人可以操作' },
  notAnchor: { code: 16002, status: 403, msg: '您还不是主播，请先申请' },
  // 16050-16079 room lists, reports
  // 16080-16099 anchor application (audit)
  // 17000-17049 chat and moderation
  // 17050-17099 horn and nobility
  internal: { code: 10500, status: 500, msg: '服务繁忙，请稍后再试' },
  unavailable: { code: 10503, status: 503, msg: '服务暂不可用，请稍后再试' },
});

export type ErrorName = keyof typeof errors;

const byCode = new Map<number, ErrorCode>(Object.values(errors).map((e) => [e.code, e]));

export const errorByCode = (code: number): ErrorCode | undefined => byCode.get(code);
