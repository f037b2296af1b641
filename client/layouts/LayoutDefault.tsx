import './tailwind.css';
import type { ReactNode } from 'react';

export default function LayoutDefault({ children }: { children: ReactNode }) {
  return <div className="min-h-screen">{children}</div>;
}
