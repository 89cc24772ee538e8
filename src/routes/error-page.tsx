// The router's error page (spec §8): the message, a link home on 404, and a plain fallback if it fails itself.
import { isNotFound } from '@tanstack/react-router';
import { Component, type ReactNode, useEffect, useState } from 'react';
import { PAGE_NOT_FOUND } from '../../contract/pages';
import { failPageLoad } from '../components/loading-bar';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { handleChunkLoadError } from '../lib/chunk-reload';

/** A navigation error with the status the error page shows (spec §8: default 500). */
export class PageError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'PageError';
  }
}

export const pageNotFound = () => new PageError(PAGE_NOT_FOUND.status, PAGE_NOT_FOUND.message);

export function statusOf(error: unknown): number {
  if (error instanceof PageError) return error.status;
  if (isNotFound(error)) return 404;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

export function messageOf(error: unknown): string {
  if (isNotFound(error)) return PAGE_NOT_FOUND.message;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : '服务器开小差了，请稍后再试';
}

const homeLink = (
  <a
    href="/"
    data-testid="error-home"
    className="inline-flex h-10 items-center rounded-full bg-brand-500 px-8 text-sm font-semibold text-white hover:bg-brand-600"
  >
    返回首页
  </a>
);

/** Spec §8: a failure inside the error page shows this, with a link home. */
class Fallback extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div data-testid="error-fallback" className="py-24 text-center">
        <p className="text-lg text-neutral-700">页面出错了，请稍后再试</p>
        <div className="mt-6">{homeLink}</div>
      </div>
    );
  }
}

function ErrorContent({ error }: { error: unknown }) {
  const status = statusOf(error);
  // A stale deploy's missing chunk is fixed by one reload (at most one a minute).
  const [reloading] = useState(() => handleChunkLoadError(error));
  useEffect(() => {
    if (!reloading) failPageLoad();
  }, [reloading]);
  if (reloading) return null;
  return (
    <section
      data-testid="error-page"
      data-status={status}
      className="flex flex-col items-center rounded-lg bg-white px-10 py-20 text-center shadow-sm"
    >
      <p className="bg-gradient-to-br from-brand-400 to-brand-700 bg-clip-text text-8xl font-black text-transparent italic">
        {status}
      </p>
      <p data-testid="error-message" className="mt-4 text-xl font-semibold text-neutral-800">
        {messageOf(error)}
      </p>
      <p className="mt-2 text-sm text-neutral-400">
        {status === 404 ? '您访问的页面不存在或已被移除' : '页面加载失败，请刷新重试'}
      </p>
      <div className="mt-8 flex gap-3">
        {status === 404 ? (
          homeLink
        ) : (
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="h-10 rounded-full bg-brand-500 px-8 text-sm font-semibold text-white hover:bg-brand-600"
          >
            刷新页面
          </button>
        )}
      </div>
    </section>
  );
}

/** An error inside a layout: shown where the page would be. */
export function ErrorPage({ error }: { error: unknown }) {
  return (
    <Fallback>
      <ErrorContent error={error} />
    </Fallback>
  );
}

/** The global error state (spec §4): the whole window switches to the error layout. */
export function ErrorLayout({ error }: { error: unknown }) {
  return (
    <Fallback>
      <div data-layout="error" className="flex min-h-screen min-w-content flex-col">
        <SiteHeader />
        <main className="mx-auto w-content flex-1 py-5">
          <ErrorContent error={error} />
        </main>
        <SiteFooter />
      </div>
    </Fallback>
  );
}
