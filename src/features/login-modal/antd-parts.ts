// The antd components the login dialog renders, from their own modules rather than antd's index.
// antd's Input, Modal and Checkbox modules attach statics the dialog never uses (Input.TextArea,
// Search and OTP; Modal.confirm and useModal; Checkbox.Group), and the bundler keeps whatever a
// module attaches, on the line before a press on 登录/注册 is answered (docs/benchmarks.md).
// The enquiry and contact forms keep the full components (they render Input.TextArea).
export { default as Input } from 'antd/es/input/Input';
export { default as Password } from 'antd/es/input/Password';
export { default as Modal } from 'antd/es/modal/Modal';
export { default as Checkbox } from 'antd/es/checkbox/Checkbox';
