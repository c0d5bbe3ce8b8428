// The query cache of a server render, handed to every screen's provider (the browser has its own).
// Kept apart from the query library so the first page's script does not carry it.
import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

export const RenderQueryClient = createContext<QueryClient | null>(null);
