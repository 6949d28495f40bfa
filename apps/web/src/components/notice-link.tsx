import { Anchor } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

const NoticeAnchor = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement>>(
  function NoticeAnchor(props, ref) {
    // The notice's own text colour, underlined: the brand green fell short of 4.5:1 on the light
    // orange and blue notices.
    return <Anchor ref={ref} size="sm" fw={600} c="inherit" underline="always" {...props} />;
  },
);

/** The action of a notice or banner (an Alert's "show them", "see the plans"): a typed router link. */
export const NoticeLink = createLink(NoticeAnchor);
