// The site footer: the about pages (spec §2 /about/10001-10006) and the copyright line.
const aboutLinks = ['直播规范', '隐私政策', '关于我们', '免责声明', '用户协议', '意见反馈'];

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-10 bg-header text-white/50">
      <div className="mx-auto w-content py-8 text-center text-[13px]">
        <ul className="flex items-center justify-center gap-1">
          {aboutLinks.map((label, i) => (
            <li key={label} className="flex items-center gap-1">
              {i > 0 && <span className="text-white/20">|</span>}
              <span title="即将上线" className="cursor-default px-2 hover:text-white/80">
                {label}
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-4">Copyright © {year} 球live 版权所有 · 免费高清足球篮球直播</p>
      </div>
    </footer>
  );
}
