// antd's static message and notification, in a chunk of their own: the request layer loads them on
// the first message it shows, so they stay off the login page's critical path.
export { message, notification } from 'antd';
