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
  internal: { code: 10500, status: 500, msg: '服务繁忙，请稍后再试' },
  unavailable: { code: 10503, status: 503, msg: '服务暂不可用，请稍后再试' },
});

export type ErrorName = keyof typeof errors;

const byCode = new Map<number, ErrorCode>(Object.values(errors).map((e) => [e.code, e]));

export const errorByCode = (code: number): ErrorCode | undefined => byCode.get(code);
