/**
 * Draws, hidden, one per idle moment once home is up, each antd component the areas' screens use. antd generates a
 * component type's styles (CSS-in-JS) the first time one renders: tens of milliseconds of main-thread work on a
 * field tablet, which would otherwise fall on the click that opens the first screen using it. They stay mounted for
 * the session, out of sight and of the accessibility tree: styles whose last user unmounts are generated again.
 */
import { Fragment, useEffect, useState, type ReactNode } from 'react';
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
