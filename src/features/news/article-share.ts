// 分享 an article: a phone's own share sheet when it has one, otherwise 复制链接 to the clipboard (with a
// fallback for browsers that refuse the Clipboard API) and a toast.
import { showToast } from '../login/toast';

const phoneLike = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;

function copyByCommand(text: string) {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  // The one copy path left when the Clipboard API is refused (an insecure origin, an old browser).
  const ok = document.execCommand('copy');
  area.remove();
  return ok;
}

export async function shareArticle(id: number, title: string) {
  const url = `${window.location.origin}/news/${id}`;
  if (phoneLike() && typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (e) {
      // Closing the sheet is the reader's choice, not a failure.
      if (e instanceof DOMException && e.name === 'AbortError') return;
    }
  }
  let copied = false;
  try {
    await navigator.clipboard.writeText(url);
    copied = true;
  } catch {
    copied = copyByCommand(url);
  }
  if (copied) showToast('链接已复制，快去分享给球友吧', 'success');
  else showToast(`复制失败，请手动复制：${url}`, 'error');
}
