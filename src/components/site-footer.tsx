// The site footer (spec §1, §2): site links, legal pages and contact information; on a phone the columns
// sit two by two and the blurb is left out.
import { Link } from '@tanstack/react-router';
import { SiteLink } from './site-link';

interface FooterLink {
  label: string;
  href: string;
}

const columns: { title: string; links: FooterLink[] }[] = [
  {
    title: '关于球live',
    links: [
      { label: '关于我们', href: '/about/10003' },
      { label: '直播规范', href: '/about/10001' },
      { label: '社区规范', href: '/about/specification' },
      { label: '意见反馈', href: '/about/10006' },
    ],
  },
  {
    title: '法律条款',
    links: [
      { label: '用户协议', href: '/about/10005' },
      { label: '隐私政策', href: '/about/10002' },
      { label: '免责声明', href: '/about/10004' },
      { label: '用户服务协议', href: '/about/agreement' },
    ],
  },
  {
    title: '主播服务',
    links: [
      { label: '新人主播教程', href: '/about/live/2' },
      { label: '主播协议', href: '/about/live/3' },
      { label: '常见问题', href: '/about/live/4' },
      { label: '开播工具下载', href: '/live/manual' },
    ],
  },
];

export const CONTACT = {
  email: 'service@qiulive.com',
  business: 'bd@qiulive.com',
  hours: '每天 09:00-24:00',
};

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer data-testid="site-footer" className="mt-6 bg-header text-white/55 lg:mt-10">
      <div className="mx-auto grid w-content grid-cols-3 gap-x-4 gap-y-5 px-4 py-6 text-[13px] md:gap-8 lg:grid-cols-[1.3fr_1fr_1fr_1fr_1.2fr] lg:py-10 desk:px-0">
        <div className="col-span-3 lg:col-span-1">
          <p className="text-2xl font-black text-white italic">
            球<span className="text-brand-500">live</span>
          </p>
          <p className="mt-3 hidden leading-6 lg:block">
            免费高清足球、篮球直播平台。实时比分、赛程赛果、主播解说、头条资讯与专家推荐，一站看球。
          </p>
        </div>
        {columns.map((column) => (
          <div key={column.title}>
            <p className="mb-3 text-sm font-semibold text-white/85">{column.title}</p>
            <ul className="lg:space-y-2">
              {column.links.map((link) => (
                <li key={link.href}>
                  <SiteLink
                    href={link.href}
                    className="block py-2 hover:text-white lg:inline lg:py-0"
                  >
                    {link.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className="col-span-3 lg:col-span-1">
          <p className="mb-3 text-sm font-semibold text-white/85">联系我们</p>
          <ul className="space-y-2 break-all">
            <li>客服邮箱：{CONTACT.email}</li>
            <li>商务合作：{CONTACT.business}</li>
            <li>客服时间：{CONTACT.hours}</li>
            <li>
              <Link to="/app" className="text-accent-400 hover:text-accent-500">
                下载球live APP →
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto w-content px-4 py-4 text-center text-xs text-white/40 desk:px-0">
          Copyright © {year} 球live 版权所有 · 本站所有直播内容均来自主播分享，仅供交流学习 ·
          抵制不良游戏，拒绝盗版游戏；适度娱乐，理性观赛
        </p>
      </div>
    </footer>
  );
}
