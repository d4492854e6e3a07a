import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@contract/web-pages';

/** A plan search box's words and submit: only a non-blank search is sent, URL-encoded (spec). */
export function usePlanSearch(initial: string) {
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) void navigate(paths.search.href(text.trim()));
  };
  return { text, setText, submit };
}
