// What the generated types are made of (OpenAPIValueContainer, HTTPBody), the default transport and the
// header types: a user of the library imports SegnavClient alone.
@_exported import HTTPTypes
@_exported import OpenAPIRuntime
@_exported import OpenAPIURLSession
