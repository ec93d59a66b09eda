import { SIGN_IN_CHANNEL, SIGNED_IN_MESSAGE } from '../../api/page-session'

// signed-in.html: the end of the OpenID Connect sign-in that the dashboard's re-sign-in dialog opened in
// a window of its own. The session cookie is set; this tells the dashboard's tabs (which then read the
// session and go on with what they were doing) and closes the window. Opened any other way, the page
// stays, with its link to the dashboard.

const channel = new BroadcastChannel(SIGN_IN_CHANNEL)
channel.postMessage(SIGNED_IN_MESSAGE)
channel.close()
if (window.opener !== null || window.name === SIGN_IN_CHANNEL) window.close()
