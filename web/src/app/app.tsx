import { RouterProvider } from 'react-router-dom';
import { LanguageProvider } from '../lib/i18n/i18n-provider.tsx';
import { AppProvider } from './provider.tsx';
import { createAppRouter } from './router.tsx';

// Created once at module load: the router owns history and must not be rebuilt on re-render.
const router = createAppRouter();

export function App() {
  return (
    <AppProvider>
      <LanguageProvider>
        <RouterProvider router={router} />
      </LanguageProvider>
    </AppProvider>
  );
}
