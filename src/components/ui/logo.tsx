import { PRODUCT_NAME } from '@/config/env';

export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true">
      <rect width="64" height="64" rx="16" fill="#e0194a" />
      <path
        d="M32 49s-15-9.2-15-20.1C17 23.1 21.2 19 26.2 19c2.6 0 4.6 1.2 5.8 3 1.2-1.8 3.2-3 5.8-3C42.8 19 47 23.1 47 28.9 47 39.8 32 49 32 49z"
        fill="#fff"
      />
      <circle cx="44" cy="18" r="5" fill="#ffc6d0" />
    </svg>
  );
}

export function Logo() {
  return (
    <span className="flex items-center gap-2">
      <LogoMark />
      <span className="font-display text-xl font-bold tracking-tight text-plum-950">{PRODUCT_NAME}</span>
    </span>
  );
}
