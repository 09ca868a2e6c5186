/**
 * Google sign-in through the Auth emulator needs Google's `gapi` loader from apis.google.com:
 * the Firebase SDK (in the app) and the emulator's helper iframe both load
 * https://apis.google.com/js/api.js to talk to each other with `gapi.iframes`. This machine
 * has no internet, so a context that signs in with Google gets this small stand-in instead:
 * the same calls (load, getContext().open / getParentIframe, register, send, ping, restyle)
 * carried over window.postMessage. Everything else in the flow is real: the SDK's popup, the
 * emulator's account chooser and its signInWithIdp.
 */
import type { BrowserContext } from 'playwright-core';

export const GAPI_URL = /^https:\/\/apis\.google\.com\/js\/api\.js/;

const STAND_IN = String.raw`(function () {
  if (window.gapi && window.gapi.iframes) return;
  var FILTER = { standIn: 'CROSS_ORIGIN_IFRAMES_FILTER' };
  var handlers = {};
  var waiting = {};
  var replies = {};
  var sequence = 0;

  function Channel(target) { this.target = target; }
  Channel.prototype.register = function (name, handler) {
    handlers[name] = handler;
    (waiting[name] || []).forEach(function (run) { run(); });
    delete waiting[name];
  };
  Channel.prototype.send = function (name, data, callback) {
    var id = 'gapi-stand-in-' + (++sequence) + '-' + Math.random();
    if (callback) replies[id] = callback;
    this.target().postMessage({ gapiStandIn: 'request', id: id, name: name, data: data }, '*');
  };
  Channel.prototype.ping = function (callback) {
    var channel = this;
    return new Promise(function (resolve) {
      channel.send('__ping', null, function () { if (callback) callback(); resolve(); });
    });
  };
  Channel.prototype.restyle = function () { return Promise.resolve(); };

  handlers.__ping = function () { return { status: 'ACK' }; };

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || typeof message !== 'object' || !message.gapiStandIn) return;
    var source = event.source;
    if (message.gapiStandIn === 'request') {
      var answer = function () {
        var result = handlers[message.name](message.data);
        source.postMessage({ gapiStandIn: 'reply', id: message.id, result: [result] }, '*');
      };
      if (handlers[message.name]) answer();
      else (waiting[message.name] = waiting[message.name] || []).push(answer);
    } else if (message.gapiStandIn === 'reply' && replies[message.id]) {
      var callback = replies[message.id];
      delete replies[message.id];
      // Like gapi, a callback's exception stays in the callback: the SDK's webStorageSupport
      // callback answers, then always throws internal-error after it.
      try { callback(message.result); } catch (error) { /* dropped, as gapi does */ }
    }
  });

  var context = {
    open: function (options, ready) {
      var frame = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes.style || {}).forEach(function (key) {
        frame.style[key] = attributes.style[key];
      });
      frame.src = options.url;
      return new Promise(function (resolve) {
        frame.addEventListener('load', function () {
          resolve(ready(new Channel(function () { return frame.contentWindow; })));
        }, { once: true });
        (options.where || document.body).appendChild(frame);
      });
    },
    getParentIframe: function () {
      return new Channel(function () { return window.parent; });
    }
  };

  function Iframe() {}
  window.gapi = {
    load: function (name, options) {
      var callback = typeof options === 'function' ? options : options && options.callback;
      setTimeout(function () { if (callback) callback(); }, 0);
    },
    iframes: {
      getContext: function () { return context; },
      CROSS_ORIGIN_IFRAMES_FILTER: FILTER,
      Iframe: Iframe
    }
  };

  var script = document.currentScript;
  var onload = script && /[?&]onload=([^&]+)/.exec(script.src);
  if (onload && typeof window[onload[1]] === 'function') window[onload[1]]();
  if (typeof window.gapi_onload === 'function') window.gapi_onload();
})();`;

/** Serves the stand-in for Google's gapi loader to every page and frame of `context`. */
export async function useGapiStandIn(context: BrowserContext): Promise<void> {
  await context.route(GAPI_URL, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: STAND_IN }),
  );
}
