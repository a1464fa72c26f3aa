// Last-resort boundary above the router: if even the layout fails, show a calm page, never a stack trace.

import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '../lib/i18n/i18n.ts';

interface State {
  failed: boolean;
}

export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept for whoever opens the console; members only see the message below.
    console.error('Bookwish crashed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="text-3xl font-semibold">{t('appErrorBoundary.somethingWentWrong')}</h1>
        <p className="text-ink-soft">{t('appErrorBoundary.weReSorryThePageStopped')}</p>
        <button
          type="button"
          className="h-11 rounded-full bg-brand px-6 font-semibold text-white hover:bg-brand-dark"
          onClick={() => window.location.reload()}
        >
          {t('appErrorBoundary.reloadThePage')}
        </button>
      </main>
    );
  }
}
