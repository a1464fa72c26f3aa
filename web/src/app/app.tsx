import { LanguageProvider } from '../lib/i18n/i18n-provider.tsx';
import { AppRouter } from './app-router.tsx';
import { AppProvider } from './provider.tsx';
import { AppRoutes } from './router.tsx';

export function App() {
  return (
    <AppProvider>
      <LanguageProvider>
        <AppRouter>
          <AppRoutes />
        </AppRouter>
      </LanguageProvider>
    </AppProvider>
  );
}
