/**
 * Draws, hidden, one per idle moment, each antd component the screens use, under the product theme, in a React root
 * of its own apart from the page. antd computes the theme's tokens when its provider first renders, and a component
 * type's styles (CSS-in-JS) the first time one renders: tens of milliseconds of main-thread work on a field tablet
 * that would otherwise fall on sign-in and on the click that opens the first screen using a component. Started while
 * the login screen waits for the user (or once a signed-in page is up), it stays mounted for the session: tokens and
 * styles whose last user unmounts are made again.
 */
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import {
  Alert,
  Button,
  Col,
  DayPicker,
  Drawer,
  Form,
  Input,
  Modal,
  Radio,
  Row,
  Select,
  Space,
  Switch,
  UiProvider,
} from '@screening/shared/ui';
import { whenIdle } from '../remotes/preload';

const ignore = () => undefined;

/** In the order the areas' first screens need them: search pages and worklists first, dialogs last. */
const COMPONENTS: ReadonlyArray<() => ReactNode> = [
  () => <Button />,
  () => <Input />,
  () => <Select options={[]} />,
  () => <Alert title="" />,
  () => (
    <Form>
      <Form.Item label=" " />
    </Form>
  ),
  () => <Radio.Group optionType="button" options={[{ label: ' ', value: 1 }]} />,
  () => <Space />,
  () => (
    <Row>
      <Col />
    </Row>
  ),
  () => <Switch />,
  () => <DayPicker value={null} onChange={ignore} />,
  () => <Modal open={false} />,
  () => <Drawer open={false} />,
];

export function StyleWarmUp({ idle = whenIdle }: { idle?: (task: () => void) => () => void }) {
  const [drawn, setDrawn] = useState(0);
  useEffect(() => {
    if (drawn >= COMPONENTS.length) return;
    return idle(() => setDrawn((n) => n + 1));
  }, [drawn, idle]);
  return (
    <div hidden className="style-warm-up">
      {COMPONENTS.slice(0, drawn).map((draw, i) => (
        <Fragment key={i}>{draw()}</Fragment>
      ))}
    </div>
  );
}

let aside: Root | null = null;

/** Starts the warm-up once per page, in a container that is never attached to the document. */
export function warmStylesAside(): void {
  if (aside) return;
  aside = createRoot(document.createElement('div'));
  aside.render(
    <UiProvider>
      <StyleWarmUp />
    </UiProvider>,
  );
}
