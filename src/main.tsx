// The client's entry: plugs the site into the streams, then mounts the router into #app.
import './wire-streams';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { router } from './router';
import './styles.css';

const container = document.getElementById('app');
if (!container) throw new Error('index.html has no #app element');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
