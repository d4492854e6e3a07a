const SIZES = {
  sm: 'h-7 w-7 text-xs',
  md: 'h-9 w-9 text-sm',
  lg: 'h-12 w-12 text-lg',
} as const;

/**
 * A step's number in a brand circle. Hidden from screen readers: the list around it already tells
 * the order, and the number is for the eye.
 */
export function NumberBadge({
  number,
  size,
  className = '',
}: {
  number: number;
  size: keyof typeof SIZES;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white ${SIZES[size]} ${className}`}
    >
      {number}
    </span>
  );
}
