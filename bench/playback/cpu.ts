// CPU seconds of this process's finished children: cutime + cstime of /proc/self/stat (Linux), which
// count every child once it has exited and been reaped (Node reaps each ffmpeg/ffprobe it spawns).
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ: 100 on Linux on every common architecture). */
const TICKS = 100;

export function childCpuSeconds(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // Fields after the command name (which may hold spaces) in parentheses; cutime and cstime are 16 and 17.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / TICKS;
}
