// The live nick-name check of the register and complete-profile pages: the rule at once, availability after a pause.
import { useEffect, useState } from 'react';
import { nickNameProblem } from '../../../contract/calls/user';
import { checkNickName } from '../../api/auth';

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

/** `unchanged` is the user's current name: keeping it needs no check. */
export function useNickNameCheck(nickName: string, unchanged = ''): NickNameCheck {
  const [check, setCheck] = useState<NickNameCheck>({ status: 'idle' });
  useEffect(() => {
    const name = nickName.trim();
    if (name === '' || name === unchanged) {
      setCheck({ status: 'idle' });
      return;
    }
    const problem = nickNameProblem(name);
    if (problem) {
      setCheck({ status: 'bad', msg: problem });
      return;
    }
    setCheck({ status: 'checking' });
    let alive = true;
    const timer = setTimeout(async () => {
      const answer = await checkNickName(name);
      if (!alive) return;
      if (!answer.success) setCheck({ status: 'bad', msg: answer.msg });
      else if (answer.data.available) setCheck({ status: 'ok', msg: MSG_NICK_NAME_FREE });
      else setCheck({ status: 'bad', msg: MSG_NICK_NAME_TAKEN });
    }, PAUSE_MS);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [nickName, unchanged]);
  return check;
}
