// HitLabKit is the layers under one name: the front end, the benchmark and the tests import
// it and see every layer's public and package declarations.
@_exported import HitLabModel
@_exported import HitLabScript
@_exported import HitLabDelivery
@_exported import HitLabDebugger
@_exported import HitLabInterchange
@_exported import HitLabConsole
@_exported import HitLabLessons
