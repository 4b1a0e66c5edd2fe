import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/AppRoutes';
import { createQueryClient } from './app/query-client';
import { Toasts } from './app/Toasts';
import './styles/global.css';

const queryClient = createQueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      {/* Without transitions a page's spinner shows at once while its code downloads. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
      <Toasts />
    </QueryClientProvider>
  </StrictMode>,
);
