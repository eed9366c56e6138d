import { CloseCircleFilled } from '@ant-design/icons';

/**
 * Marks the clear button it sits in as no tab stop, so Tab from a select goes on to the next field rather than
 * stopping on "clear". antd renders that button itself and takes no attributes for it; the icon is the one part
 * of it the suite provides, and it mounts and unmounts with the button.
 */
function leaveTabOrder(icon: HTMLSpanElement | null): void {
  icon?.closest('button')?.setAttribute('tabindex', '-1');
}

/** The clear icon of every select (given to antd by the UiProvider). */
export function SelectClearIcon() {
  return <CloseCircleFilled ref={leaveTabOrder} />;
}
