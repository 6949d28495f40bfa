import { Anchor } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

const NoticeAnchor = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement>>(
  function NoticeAnchor(props, ref) {
    return <Anchor ref={ref} size="sm" fw={600} {...props} />;
  },
);

/** The action of a notice or banner (an Alert's "show them", "see the plans"): a typed router link. */
export const NoticeLink = createLink(NoticeAnchor);
