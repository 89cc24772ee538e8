// The live nick-name check of the register and complete-profile pages: the rule at once, availability
// after a pause (the check's answer from the data cache, keyed by the name).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { checkNickName } from '../../../contract/calls/auth';
import { nickNameProblem } from '../../../contract/user-rules';
import { callQuery } from '../../lib/query';

export type NickNameCheck =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'ok'; msg: string }
  | { status: 'bad'; msg: string };

/** Wait this long after the last keystroke before asking the server. */
const PAUSE_MS = 400;
export const MSG_NICK_NAME_FREE = '昵称可用';
export const MSG_NICK_NAME_TAKEN = '昵称已被占用';
const NICK_NAME_RULE = '2-12位中文、字母、数字或下划线';

/** The line under a nickname field: the rule, then the check's progress or verdict. */
export const nickNameNote = (nick: NickNameCheck) =>
  nick.status === 'ok' || nick.status === 'bad'
    ? nick.msg
    : nick.status === 'checking'
      ? '正在检查…'
      : NICK_NAME_RULE;

export const nickNameTone = (nick: NickNameCheck): 'ok' | 'bad' | 'muted' =>
  nick.status === 'ok' ? 'ok' : nick.status === 'bad' ? 'bad' : 'muted';

/** `value`, once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** `unchanged` is the user's current name: keeping it needs no check. */
export function useNickNameCheck(nickName: string, unchanged = ''): NickNameCheck {
  const name = nickName.trim();
  const kept = name === '' || name === unchanged;
  const problem = kept ? null : nickNameProblem(name);
  // The name the server is asked about: one that passes the rule, once typing has paused.
  const asked = kept || problem ? '' : name;
  const settled = useSettled(asked, PAUSE_MS);
  const query = useQuery({
    ...callQuery(checkNickName, { nickName: settled }),
    enabled: asked !== '' && settled === asked,
    // Someone may take a name at any time: each pause on it asks again.
    staleTime: 0,
  });
  if (kept) return { status: 'idle' };
  if (problem) return { status: 'bad', msg: problem };
  const answer = query.data;
  if (settled !== asked || query.isFetching || !answer) return { status: 'checking' };
  if (!answer.success) return { status: 'bad', msg: answer.msg };
  return answer.data.available
    ? { status: 'ok', msg: MSG_NICK_NAME_FREE }
    : { status: 'bad', msg: MSG_NICK_NAME_TAKEN };
}
