// Copies text to the clipboard and says so in a toast (the OBS server address and stream key).
import { showToast } from '../login/toast';

export async function copyText(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    showToast(`${what}已复制`, 'success');
  } catch {
    // No clipboard permission (an insecure origin, say): the text stays selectable on the page.
    showToast('复制失败，请手动选中复制', 'error');
  }
}
