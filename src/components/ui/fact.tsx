import type { ReactNode } from 'react';

interface FactProps {
  term: string;
  /** The class of the value (<dd>). */
  className?: string;
  children: ReactNode;
}

/** A term and its value inside a <dl>, wrapped in a <div> so a grid can lay out the pair. */
export function Fact({ term, className, children }: FactProps) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
